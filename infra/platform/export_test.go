package platform

// ImportContent lets the tests run a later start's import of the shipped content.
var ImportContent = importContent
