pub struct Testnet;

impl Parameters for Testnet {
    const NETWORK_ID: u16 = 1;
}
