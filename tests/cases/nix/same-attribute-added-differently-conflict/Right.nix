{ config, pkgs, ... }:

{
  services.openssh.enable = true;
  networking.hostName = "atlas";
  time.timeZone = "Europe/Berlin";
  i18n.defaultLocale = "de_DE.UTF-8";
}
