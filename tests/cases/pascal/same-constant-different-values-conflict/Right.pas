program Server;

const
  DefaultPort = 8080;
  MaxClients = 50;

begin
  WriteLn('Listening on ', DefaultPort);
end.
