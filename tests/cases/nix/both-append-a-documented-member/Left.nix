{ config, pkgs, ... }:

{
  networking.hostName = "atlas";
  # Keep a week of journal.
  services.journald.extraConfig = "MaxRetentionSec=7day";
  time.timeZone = "Europe/Berlin";
  # Remote logins for the admins.
  services.openssh.enable = true;
}
