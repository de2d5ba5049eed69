#version 450

struct Light {
    vec3 position;
    vec3 color;
};

layout(std140, binding = 0) uniform Lights {
    Light lights[4];
};

void main() {
    gl_Position = vec4(lights[0].position, 1.0);
}
