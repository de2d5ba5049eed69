package shapes

abstract class Shape[A] extends Drawable
                        with Ordered[Shape[A]]
                        with Measured[Shape[A]]
                        with java.io.Serializable {
  def area: Double
}
