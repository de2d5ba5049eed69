program Shapes;

type
  TPoint = record
    X: Integer;
    Y: Integer;
    Z: Integer;
  end;

begin
end.
