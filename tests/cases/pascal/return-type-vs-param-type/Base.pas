unit Geometry;

interface

function Area(Width, Height: Integer): Integer;

implementation

end.
