#version 330 core

<<<<<<< left
const float EXPOSURE = 1.5;
||||||| base
const float EXPOSURE = 1.0;
=======
const float EXPOSURE = 0.8;
>>>>>>> right
const float GAMMA = 2.2;

in vec3 vColor;
out vec4 fragColor;

void main() {
    fragColor = vec4(pow(vColor * EXPOSURE, vec3(1.0 / GAMMA)), 1.0);
}
