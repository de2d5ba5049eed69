public class Point {
    public final int x;
    public final int y;
<<<<<<< left
    public final int z;
||||||| base
=======
    public final String label;
>>>>>>> right

    public Point(int x, int y) {
        this.x = x
        this.y = y;
    }
}
