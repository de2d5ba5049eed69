program Shapes;

type
  TPoint = record
    X: Integer;
    Y: Integer;
    Tag: string;
  end;

begin
end.
