#version 330 core

in vec2 vUv;
out vec4 fragColor;

uniform sampler2D uTexture;

float luminance(vec3 c) {
    return dot(c, vec3(0.2126, 0.7152, 0.0722));
}

// Converts a linear colour to sRGB.
vec3 toSrgb(vec3 c) {
    return pow(c, vec3(1.0 / 2.2));
}

void main() {
    fragColor = texture(uTexture, vUv);
}
