{ config, pkgs, ... }:

{
  services.openssh.enable = true;
  networking.hostName = "hermes";
  time.timeZone = "Europe/Berlin";
}
