namespace Geometry
{
    public sealed class Rect
    {
        public double Width { get; init; }
        public double Height { get; init; }

        public double Area() => Width * Height;

        public double Perimeter() => 2 * (Width + Height);
    }
}
