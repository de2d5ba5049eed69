pub struct Testnet;

impl Components for Testnet {
    type InnerSnark = Groth16<InnerCurve>;
    type InnerSnarkGadget = Groth16Gadget<InnerCurve>;
    type ProgramSnark = Groth16<ProgramCurve>;
}

impl Parameters for Testnet {
    const NETWORK_ID: u16 = 1;
}
