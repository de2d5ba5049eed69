{ config, pkgs, ... }:

{
  services.openssh.enable = true;
  networking.hostName = "atlas";
  time.timeZone = "Europe/Berlin";
}
