param location string = resourceGroup().location

resource store 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'shopassets'
  location: location
  kind: 'StorageV2'
  sku: {
<<<<<<< left
    name: 'Standard_GRS'
||||||| base
    name: 'Standard_LRS'
=======
    name: 'Standard_ZRS'
>>>>>>> right
  }
  properties: {
    minimumTlsVersion: 'TLS1_2'
  }
}
