int brightness(int level)
{
    return clamp(level, 0, 255);
}

int contrast(int level)
{
    return clamp(level, -100, 100);
}

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}
