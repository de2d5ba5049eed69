program Shapes;

type
  TPoint = record
    X: Integer;
    Y: Integer;
  end;

begin
end.
