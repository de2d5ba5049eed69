#version 330 core

const float EXPOSURE = 1.5;
const float GAMMA = 2.2;

in vec3 vColor;
out vec4 fragColor;

void main() {
    fragColor = vec4(pow(vColor * EXPOSURE, vec3(1.0 / GAMMA)), 1.0);
}
