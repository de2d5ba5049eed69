unit Geometry;

interface

function Area(Width, Height: Double): Integer;

implementation

end.
