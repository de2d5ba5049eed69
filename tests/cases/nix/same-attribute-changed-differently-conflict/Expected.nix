{ config, pkgs, ... }:

{
  services.openssh.enable = true;
<<<<<<< left
  networking.hostName = "atlas-prod";
||||||| base
  networking.hostName = "atlas";
=======
  networking.hostName = "hermes";
>>>>>>> right
  time.timeZone = "Europe/Berlin";
}
