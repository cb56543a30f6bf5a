/**
 * A self-signed certificate for 127.0.0.1, made for the proxy test only (openssl req -x509):
 * no one trusts it, which is the point: the proxy must refuse an upstream presenting it.
 */
export const SELF_SIGNED = {
  cert: `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUfR4Dw22oo25Gxvy+fKsHb/8QJLEwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyMTA5MTYzNFoYDzIxMjYxMDI4
MDkxNjM0WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQDVWRiG9SXZ5mh6P9qvBnzaOyd2/WEO82FYZWmc2u/F3JLHUtR1Hns
vwpwimgGs2moVWcpkr910VTPunJWkOMDo28wbTAdBgNVHQ4EFgQUoxzgRfEAQ74Q
2gp/1XWTTbuW91AwHwYDVR0jBBgwFoAUoxzgRfEAQ74Q2gp/1XWTTbuW91AwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARhwR/AAABgglsb2NhbGhvc3QwCgYIKoZI
zj0EAwIDSAAwRQIhALL34hHlV9qFHsdXc5H5ZyDwU8ZTeQPHt8cM+LfxWvPjAiAy
7u2wl+xarFDfjlUjGmnYqSboI7LNBQAWts3A41VvfA==
-----END CERTIFICATE-----`,
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgUNPEqb//A+7UGQ20
iqdjcgaWxachaynD7Re1ikSYmGehRANCAAQDVWRiG9SXZ5mh6P9qvBnzaOyd2/WE
O82FYZWmc2u/F3JLHUtR1HnsvwpwimgGs2moVWcpkr910VTPunJWkOMD
-----END PRIVATE KEY-----`,
};
