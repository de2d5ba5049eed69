#version 330 core

vec3 tonemapReinhard(vec3 c) {
    return c / (c + vec3(1.0));
}

vec3 tonemapClamp(vec3 c) {
    return clamp(c, 0.0, 1.0);
}
