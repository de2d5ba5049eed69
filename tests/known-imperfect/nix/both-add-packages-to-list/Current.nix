{ pkgs, ... }:

{
  environment.systemPackages = with pkgs; [
    git
    htop
<<<<<<< left
    ripgrep
||||||| base
=======
    jq
>>>>>>> right
  ];
}
