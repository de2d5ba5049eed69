program Server;

const
  DefaultPort = 8080;
  MaxClients = 100;

begin
  WriteLn('Listening on ', DefaultPort);
end.
