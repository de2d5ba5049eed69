param location string = resourceGroup().location

resource store 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'shopstore'
  location: location
  kind: 'StorageV2'
  properties: {
    // Only HTTPS traffic.
    supportsHttpsTrafficOnly: true
    minimumTlsVersion: 'TLS1_2'
    // Hot tier: read daily.
    accessTier: 'Hot'
  }
}
