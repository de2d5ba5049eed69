use std::time::Duration;

pub struct Client {
    timeout: Duration,
    retries: u32,
}

pub fn connect(host: &str) -> Result<Client, String> {
    let client = build_client(
        host,
        443,
        Duration::from_secs(30),
        3,
        true,
    );
    client.ping()?;
    Ok(client)
}

fn build_client(
    host: &str,
    port: u16,
    timeout: Duration,
    retries: u32,
    tls: bool,
) -> Client {
    let _ = (host, port, tls);
    Client { timeout, retries }
}
