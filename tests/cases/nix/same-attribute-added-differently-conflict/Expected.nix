{ config, pkgs, ... }:

{
  services.openssh.enable = true;
  networking.hostName = "atlas";
  time.timeZone = "Europe/Berlin";
<<<<<<< left
  i18n.defaultLocale = "en_US.UTF-8";
||||||| base
=======
  i18n.defaultLocale = "de_DE.UTF-8";
>>>>>>> right
}
