package wechatpay

// SDKMerchantKeyPEM exposes the SDK's published test key to the external
// client tests (see vectors_test.go for its origin).
var SDKMerchantKeyPEM = testingKey(sdkPrivateKeyPEM)
