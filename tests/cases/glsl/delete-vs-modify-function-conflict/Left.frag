#version 330 core

vec3 tonemapClamp(vec3 c) {
    return clamp(c, 0.0, 1.0);
}
