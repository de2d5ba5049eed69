{ config, pkgs, ... }:

{
  networking.hostName = "atlas";
  # Keep a week of journal.
  services.journald.extraConfig = "MaxRetentionSec=7day";
  time.timeZone = "Europe/Berlin";
  # Block everything not opened below.
  networking.firewall.enable = true;
}
