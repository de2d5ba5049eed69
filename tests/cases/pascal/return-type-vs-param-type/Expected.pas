unit Geometry;

interface

function Area(Width, Height: Double): Int64;

implementation

end.
