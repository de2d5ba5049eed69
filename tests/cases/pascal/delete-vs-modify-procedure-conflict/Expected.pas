program Tools;

<<<<<<< left
||||||| base
procedure OldLog(const Msg: string);
begin
  WriteLn(Msg);
end;

=======
procedure OldLog(const Msg: string);
begin
  WriteLn('[old] ', Msg);
end;

>>>>>>> right
procedure Log(const Msg: string);
begin
  WriteLn(FormatDateTime('hh:nn:ss', Now), ' ', Msg);
end;

begin
  Log('start');
end.
