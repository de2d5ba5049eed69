unit Reports;

interface

uses
<<<<<<< left
  SysUtils, Classes, DateUtils;
||||||| base
  SysUtils, Classes;
=======
  SysUtils, Classes, Math;
>>>>>>> right

function FormatTotal(Value: Double): string;

implementation

function FormatTotal(Value: Double): string;
begin
  Result := FormatFloat('0.00', Value);
end;

end.
