{ config, pkgs, ... }:

{
  services.openssh.enable = true;
  networking.hostName = "atlas-prod";
  time.timeZone = "Europe/Berlin";
}
