program Shapes;

type
  TPoint = record
    X: Integer;
    Y: Integer;
<<<<<<< left
    Z: Integer;
||||||| base
=======
    Tag: string;
>>>>>>> right
  end;

begin
end.
