program Server;

const
  DefaultPort = 8080;
<<<<<<< left
  MaxClients = 250;
||||||| base
  MaxClients = 100;
=======
  MaxClients = 50;
>>>>>>> right

begin
  WriteLn('Listening on ', DefaultPort);
end.
