// Package wechatpay speaks the merchant side of WeChat Pay API v3 (Native
// QR payments and domestic refunds) with the standard library only: request
// signing, platform signature verification (certificate or public-key mode),
// AEAD_AES_256_GCM resource decryption, notification parsing, a small
// API client and, in certificate mode, the download and rotation of the
// platform certificates (CertificateRefresher).
//
// The protocol follows the official documentation and the official Go SDK
// (github.com/wechatpay-apiv3/wechatpay-go); no SDK code is used, only its
// published test vectors in our tests.
package wechatpay
