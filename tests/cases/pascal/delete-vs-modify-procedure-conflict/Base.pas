program Tools;

procedure OldLog(const Msg: string);
begin
  WriteLn(Msg);
end;

procedure Log(const Msg: string);
begin
  WriteLn(FormatDateTime('hh:nn:ss', Now), ' ', Msg);
end;

begin
  Log('start');
end.
