param location string = resourceGroup().location

resource store 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'shopassets'
  location: location
  kind: 'StorageV2'
  sku: {
    name: 'Standard_LRS'
  }
  properties: {
    minimumTlsVersion: 'TLS1_2'
  }
}
