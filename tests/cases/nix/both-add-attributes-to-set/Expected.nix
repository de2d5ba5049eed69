{ config, pkgs, ... }:

{
  services.openssh.enable = true;
  networking.hostName = "atlas";
  time.timeZone = "Europe/Berlin";
  services.tailscale.enable = true;
  programs.zsh.enable = true;
}
