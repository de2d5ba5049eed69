package shapes

abstract class Shape[A] extends Drawable
                        with Ordered[Shape[A]]
                        with Serializable {
  def area: Double
}
