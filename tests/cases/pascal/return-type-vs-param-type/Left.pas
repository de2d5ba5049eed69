unit Geometry;

interface

function Area(Width, Height: Integer): Int64;

implementation

end.
