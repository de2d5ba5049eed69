program Server;

const
  DefaultPort = 8080;
  MaxClients = 250;

begin
  WriteLn('Listening on ', DefaultPort);
end.
