#version 330 core

in vec2 vUv;
out vec4 fragColor;

uniform sampler2D uTexture;

float luminance(vec3 c) {
    return dot(c, vec3(0.2126, 0.7152, 0.0722));
}

void main() {
    fragColor = texture(uTexture, vUv);
}
