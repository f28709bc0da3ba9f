// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/**
 * The audited SimpleAccount (ERC-4337 v0.7) plus ERC-1271, which it lacks: without it no app can
 * check the account's signatures. The owner signs a hash bound to this account and chain, so a
 * signature the owner's key made for its plain address (or another account) is never valid here.
 */
contract SmartAccount is SimpleAccount {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), block.chainid, hash));
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        return error == ECDSA.RecoverError.NoError && signer == owner ? this.isValidSignature.selector : bytes4(0xffffffff);
    }
}
