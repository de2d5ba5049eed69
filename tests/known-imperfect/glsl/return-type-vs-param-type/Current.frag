#version 330 core

<<<<<<< left
vec3 fresnel(float cosTheta, float f0) {
||||||| base
float fresnel(float cosTheta, float f0) {
=======
float fresnel(float cosTheta, vec3 f0) {
>>>>>>> right
    return f0 + (1.0 - f0) * pow(1.0 - cosTheta, 5.0);
}
