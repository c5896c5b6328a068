// Package roster reads the lists a teacher puts students on a class's
// roster with: a student's public key file (the .pub that ssh-keygen
// writes), a folder of them (a name each, from the file name), a CSV of
// name and key file, or name and key, and the authorized_keys file a class
// used with serve --allow (a student a line, named by its comment). It
// only reads: the class file (cmd/internal/progress) decides who may have
// which name and key.
package roster
