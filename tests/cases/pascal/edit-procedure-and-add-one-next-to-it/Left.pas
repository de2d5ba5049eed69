program Greeter;

procedure SayHello(const Name: string);
begin
  WriteLn('Hello, ', Name, '!');
end;

procedure SayBye(const Name: string);
begin
  WriteLn('Bye, ', Name);
end;

begin
  SayHello('World');
end.
