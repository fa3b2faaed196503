package wechatpay

import (
	"crypto/rsa"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"strings"
)

// ParsePrivateKeyPEM reads an RSA private key in PKCS#8 ("PRIVATE KEY", what
// the merchant platform issues as apiclient_key.pem) or PKCS#1
// ("RSA PRIVATE KEY") PEM form.
func ParsePrivateKeyPEM(data []byte) (*rsa.PrivateKey, error) {
	block, err := decodePEM(data)
	if err != nil {
		return nil, err
	}
	if key, err := x509.ParsePKCS1PrivateKey(block.Bytes); err == nil {
		return key, nil
	}
	parsed, err := x509.ParsePKCS8PrivateKey(block.Bytes)
	if err != nil {
		return nil, fmt.Errorf("%w: private key: %v", ErrConfig, err)
	}
	key, ok := parsed.(*rsa.PrivateKey)
	if !ok {
		return nil, fmt.Errorf("%w: private key is %T, want RSA", ErrConfig, parsed)
	}
	return key, nil
}

// ParsePublicKeyPEM reads an RSA public key in PKIX ("PUBLIC KEY", the form of
// the WeChat Pay platform public key) or PKCS#1 ("RSA PUBLIC KEY") PEM form.
func ParsePublicKeyPEM(data []byte) (*rsa.PublicKey, error) {
	block, err := decodePEM(data)
	if err != nil {
		return nil, err
	}
	if key, err := x509.ParsePKCS1PublicKey(block.Bytes); err == nil {
		return key, nil
	}
	parsed, err := x509.ParsePKIXPublicKey(block.Bytes)
	if err != nil {
		return nil, fmt.Errorf("%w: public key: %v", ErrConfig, err)
	}
	key, ok := parsed.(*rsa.PublicKey)
	if !ok {
		return nil, fmt.Errorf("%w: public key is %T, want RSA", ErrConfig, parsed)
	}
	return key, nil
}

// ParseCertificatePEM reads one PEM certificate.
func ParseCertificatePEM(data []byte) (*x509.Certificate, error) {
	block, err := decodePEM(data)
	if err != nil {
		return nil, err
	}
	cert, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		return nil, fmt.Errorf("%w: certificate: %v", ErrConfig, err)
	}
	return cert, nil
}

// CertificateSerial formats a certificate serial number the way WeChat sends
// it in Wechatpay-Serial and expects it in serial_no: upper-case hex.
func CertificateSerial(cert *x509.Certificate) string {
	return strings.ToUpper(hex.EncodeToString(cert.SerialNumber.Bytes()))
}

func decodePEM(data []byte) (*pem.Block, error) {
	block, _ := pem.Decode(data)
	if block == nil {
		return nil, fmt.Errorf("%w: no PEM block found", ErrConfig)
	}
	return block, nil
}
