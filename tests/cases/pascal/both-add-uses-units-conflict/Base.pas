unit Reports;

interface

uses
  SysUtils, Classes;

function FormatTotal(Value: Double): string;

implementation

function FormatTotal(Value: Double): string;
begin
  Result := FormatFloat('0.00', Value);
end;

end.
